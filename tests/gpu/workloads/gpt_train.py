"""tests/gpu/workloads/gpt_train.py: a GPT-style decoder-only transformer in
plain PyTorch, trained with AdamW under bf16 autocast on synthetic tokens: the
PyTorch transformer that checks gmscapture on a GPU (issue 43). Token and
position embeddings, pre-LayerNorm blocks of causal self-attention
(scaled_dot_product_attention, is_causal=True) and a GELU MLP, a final
LayerNorm and an LM head tied to the token embedding. The defaults (d_model
1024, 24 layers, 16 heads, vocabulary 50304, sequence 1024) make about 355 M
parameters. Each iteration ends with loss.item() and the NVTX mark
"gms:iter BATCH" (train_loop.py), BATCH counting sequences.

  python3 gpt_train.py [--batch 8] [--seq 1024] [--layers 24] [--dmodel 1024]
                       [--heads 16] [--iters 8] [--warmup 2] [--json F]
  gmscapture -o gpt.h5 -- python3 gpt_train.py --json g.json"""
import train_loop

import torch
import torch.nn.functional as F
from torch import nn

VOCAB = 50304


class Block(nn.Module):
    def __init__(self, d, heads):
        super().__init__()
        self.heads = heads
        self.ln1, self.ln2 = nn.LayerNorm(d), nn.LayerNorm(d)
        self.qkv, self.proj = nn.Linear(d, 3 * d), nn.Linear(d, d)
        self.fc, self.out = nn.Linear(d, 4 * d), nn.Linear(4 * d, d)

    def forward(self, x):
        b, t, d = x.shape
        qkv = self.qkv(self.ln1(x)).view(b, t, 3, self.heads, d // self.heads)
        q, k, v = qkv.permute(2, 0, 3, 1, 4)  # each (b, heads, t, d / heads)
        y = F.scaled_dot_product_attention(q, k, v, is_causal=True)
        x = x + self.proj(y.transpose(1, 2).reshape(b, t, d))
        return x + self.out(F.gelu(self.fc(self.ln2(x))))


class GPT(nn.Module):
    def __init__(self, seq, d, layers, heads):
        super().__init__()
        self.tok, self.pos = nn.Embedding(VOCAB, d), nn.Embedding(seq, d)
        self.blocks = nn.ModuleList(Block(d, heads) for _ in range(layers))
        self.ln = nn.LayerNorm(d)
        self.head = nn.Linear(d, VOCAB, bias=False)
        self.head.weight = self.tok.weight  # tied
        for emb in self.tok, self.pos:  # GPT-2's scale: logits start small
            nn.init.normal_(emb.weight, std=0.02)

    def forward(self, idx):
        pos = torch.arange(idx.shape[1], device=idx.device)
        x = self.tok(idx) + self.pos(pos)
        for block in self.blocks:
            x = block(x)
        return self.head(self.ln(x))


def main():
    p = train_loop.parser("GPT-style decoder training on synthetic tokens",
                          batch=8)
    p.add_argument("--seq", type=int, default=1024, help="tokens per sequence")
    p.add_argument("--layers", type=int, default=24)
    p.add_argument("--dmodel", type=int, default=1024)
    p.add_argument("--heads", type=int, default=16)
    args = train_loop.parse(p)
    if (min(args.seq, args.layers, args.heads, args.dmodel) < 1
            or args.dmodel % args.heads):
        p.error("need --seq, --layers, --heads, --dmodel >= 1 and --dmodel "
                "a multiple of --heads")
    model = GPT(args.seq, args.dmodel, args.layers, args.heads).cuda().train()
    opt = torch.optim.AdamW(model.parameters(), lr=3e-4, weight_decay=0.1)
    tokens = torch.randint(0, VOCAB, (args.batch, args.seq), device="cuda")
    targets = torch.randint(0, VOCAB, (args.batch, args.seq), device="cuda")

    def step():
        with torch.autocast("cuda", dtype=torch.bfloat16):
            logits = model(tokens)
            loss = F.cross_entropy(logits.view(-1, VOCAB), targets.view(-1))
        loss.backward()
        opt.step()
        opt.zero_grad(set_to_none=True)
        return loss

    seconds, losses = train_loop.run(step, args)
    tokens_per_sec = args.batch * args.seq / train_loop.steady(args, seconds)
    train_loop.report(args, "gpt", model, seconds, losses, seq=args.seq,
                      layers=args.layers, dmodel=args.dmodel, heads=args.heads,
                      vocab=VOCAB, tokens_per_sec=tokens_per_sec)


if __name__ == "__main__":
    main()
