// glibc declares pipe2 and posix_spawn_file_actions_addclosefrom_np only under _GNU_SOURCE,
// which Swift's Glibc module does not define: these two wrappers are why this target exists.
#define _GNU_SOURCE
#include "CSnapIsolation.h"
#include <fcntl.h>
#include <unistd.h>

int snapcheck_pipe_cloexec(int fds[2]) {
#if defined(__linux__)
  return pipe2(fds, O_CLOEXEC);
#else
  if (pipe(fds) != 0) return -1;
  fcntl(fds[0], F_SETFD, FD_CLOEXEC);
  fcntl(fds[1], F_SETFD, FD_CLOEXEC);
  return 0;
#endif
}

int snapcheck_spawn_close_from(posix_spawn_file_actions_t *actions, posix_spawnattr_t *attributes, int lowest) {
#if defined(__APPLE__)
  (void)actions;
  (void)lowest;
  short flags = 0;
  posix_spawnattr_getflags(attributes, &flags);
  return posix_spawnattr_setflags(attributes, flags | POSIX_SPAWN_CLOEXEC_DEFAULT);
#elif defined(__GLIBC__) && (__GLIBC__ > 2 || (__GLIBC__ == 2 && __GLIBC_MINOR__ >= 34))
  (void)attributes;
  return posix_spawn_file_actions_addclosefrom_np(actions, lowest);
#else
  // Older C libraries: the descriptors SnapCheck opens are close-on-exec from birth, so only
  // another library's inheritable descriptors can reach the child.
  (void)actions;
  (void)attributes;
  (void)lowest;
  return 0;
#endif
}
