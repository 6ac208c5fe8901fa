// glibc's allocator tuning (mallopt(3)), which Swift's Glibc module does not export. Elsewhere
// (macOS) this module is empty and the CLI leaves the allocator as it is.
#if defined(__GLIBC__) || defined(__linux__)
#include <malloc.h>
#endif
