/* sim_um_internal.h: what the engine's files (sim_um.c, sim_um_harness.c)
 * share beyond sim_um.h; nothing outside sim_um*.c includes it. */
#ifndef SIM_UM_INTERNAL_H
#define SIM_UM_INTERNAL_H

#include "sim_um.h"

/* Block id (address >> 21) of live managed memory, or NULL. */
struct sim_block *sim_um_block(const struct sim_um *u, uint64_t id);
/* The harness's view: block b counted resident (on) or not, as its
 * evictor is told; access: a kernel touches it (sim_um_harness.c). */
void sim_um_harness_set(struct sim_um *u, struct sim_block *b, bool on, bool access);

#endif
