"""tests/gpu/workloads/resnet50_train.py: torchvision ResNet-50 training on
synthetic data, fp32, SGD with momentum and cross-entropy: the PyTorch CNN
that checks gmscapture on a GPU (issue 43). The input batch and its labels are
random tensors made once on the GPU; cuDNN's benchmark mode is off, so every
iteration makes the same allocations. Each iteration ends with loss.item() and
the NVTX mark "gms:iter BATCH" (train_loop.py).

  python3 resnet50_train.py [--batch 64] [--iters 8] [--warmup 2] [--json F]
  gmscapture -o resnet50.h5 -- python3 resnet50_train.py --json r.json"""
import train_loop

import torch
import torchvision


def main():
    args = train_loop.parse(train_loop.parser(
        "ResNet-50 training on synthetic data", batch=64))
    model = torchvision.models.resnet50(weights=None, num_classes=1000)
    model = model.cuda().train()
    opt = torch.optim.SGD(model.parameters(), lr=0.01, momentum=0.9)
    loss_fn = torch.nn.CrossEntropyLoss()
    images = torch.randn(args.batch, 3, 224, 224, device="cuda")
    labels = torch.randint(0, 1000, (args.batch,), device="cuda")

    def step():
        loss = loss_fn(model(images), labels)
        loss.backward()
        opt.step()
        opt.zero_grad(set_to_none=True)
        return loss

    seconds, losses = train_loop.run(step, args)
    train_loop.report(args, "resnet50", model, seconds, losses)


if __name__ == "__main__":
    main()
