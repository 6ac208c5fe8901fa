#ifndef PNGSHIM_H
#define PNGSHIM_H
#include <stddef.h>
int pngshim_placeholder(void);
#endif
