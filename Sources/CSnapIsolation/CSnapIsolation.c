// glibc declares pipe2, prlimit and posix_spawn_file_actions_addclosefrom_np only under
// _GNU_SOURCE, which Swift's Glibc module does not define; a child's tie to its parent must be
// made before any Swift code runs: these are why this target exists.
#define _GNU_SOURCE
#include "CSnapIsolation.h"
#include <dlfcn.h>
#include <errno.h>
#include <fcntl.h>
#include <pthread.h>
#include <signal.h>
#include <stdlib.h>
#include <string.h>
#include <sys/resource.h>
#include <sys/wait.h>
#include <unistd.h>
#if defined(__linux__)
#include <sys/prctl.h>
#include <sys/syscall.h>
#endif

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

int snapcheck_limit_memory(int pid, long long bytes) {
#if defined(__linux__)
  struct rlimit limit = {(rlim_t)bytes, (rlim_t)bytes};
  return prlimit((pid_t)pid, RLIMIT_DATA, &limit, NULL);
#else
  (void)pid;
  (void)bytes;
  return -1;
#endif
}

int snapcheck_has_ended(int pid) {
  siginfo_t info;
  info.si_pid = 0;
  int result;
  do {
    result = waitid(P_PID, (id_t)pid, &info, WEXITED | WNOHANG | WNOWAIT);
  } while (result != 0 && errno == EINTR);
  if (result != 0) return -1;
  return info.si_pid == pid ? 1 : 0;
}

int snapcheck_wait_ended(int pid) {
  siginfo_t info;
  int result;
  do {
    result = waitid(P_PID, (id_t)pid, &info, WEXITED | WNOWAIT);
  } while (result != 0 && errno == EINTR);
  return result;
}

#if defined(__linux__)
/// Closes every descriptor but `kept`, in a process just forked (only system calls): by
/// `close_range` where the kernel has it, else one by one below `open_max`.
static void snapcheck_close_all_but(int kept, long open_max) {
#if defined(SYS_close_range)
  if ((kept == 0 || syscall(SYS_close_range, 0U, (unsigned)(kept - 1), 0U) == 0) &&
      syscall(SYS_close_range, (unsigned)(kept + 1), ~0U, 0U) == 0) {
    return;
  }
#endif
  for (long fd = 0; fd < open_max; fd++) {
    if (fd != kept) close((int)fd);
  }
}

/// Starts the child's keeper: a process forked here, before any Swift code runs, in the
/// child's process group, holding nothing of the child's but the read end of a pipe whose
/// write end only the child holds (close-on-exec: nothing the child spawns inherits it). Once
/// the child has ended, however it ended (its parent-death SIGKILL too), the pipe closes and
/// the keeper kills the group, itself with it: what the child started (the runtime's
/// swift-backtrace after a trap) cannot outlive the child even when the parent that would
/// kill the group is gone. A signal the child handled could not do this: while the backtracer
/// runs, the runtime blocks every signal it can in every thread of the child.
static void snapcheck_start_keeper(void) {
  // The keeper kills its own group: only a child that leads its group (as ChildProcess spawns
  // it) may have one, or it would kill its parent's group.
  if (getpgrp() != getpid()) return;
  int fds[2];
  if (pipe2(fds, O_CLOEXEC) != 0) return;
  long open_max = sysconf(_SC_OPEN_MAX);
  if (open_max < 1024) open_max = 1024;
  pid_t keeper = fork();
  if (keeper == 0) {
    // The child's standard streams and its channel (descriptors 0 to 3) are the parent's
    // pipes, which must close when the child ends; so must anything else it inherited.
    snapcheck_close_all_but(fds[0], open_max);
    char byte;
    while (read(fds[0], &byte, 1) < 0 && errno == EINTR) {
    }
    kill(0, SIGKILL);
    _exit(70);
  }
  close(fds[0]);
  if (keeper < 0) close(fds[1]);
}
#else
/// The parent a child was spawned by: it ends itself once that parent is gone.
static pid_t snapcheck_parent;

static void *snapcheck_watch_parent(void *unused) {
  (void)unused;
  while (getppid() == snapcheck_parent) usleep(200000);
  _exit(70);
  return NULL;
}
#endif

/// The variables a parent sets for its child alone (`ChildChannel.descriptorVariable`,
/// `ChildChannel.parentVariable`, `ChildProcess.requestVariable`, the command line's own
/// child's mark, and `ChildProcess.addedVariable`), in this order.
static const char *const snapcheck_child_names[] = {
    "SNAPCHECK_CHILD_FD", "SNAPCHECK_PARENT_PID", "SNAPCHECK_CHILD_REQUEST", "SNAPCHECK_COMMAND_LINE_CHILD",
    "SNAPCHECK_CHILD_ADDED"};
enum { snapcheck_child_name_count = sizeof(snapcheck_child_names) / sizeof(snapcheck_child_names[0]) };
/// Their values as this process started, before `snapcheck_consume_child_variables` removed them.
static char *snapcheck_child_values[snapcheck_child_name_count];

const char *snapcheck_child_variable(const char *name) {
  for (int index = 0; index < snapcheck_child_name_count; index++) {
    if (strcmp(name, snapcheck_child_names[index]) == 0) return snapcheck_child_values[index];
  }
  return NULL;
}

/// Keeps the child variables' values and removes them from the environment, so a process this
/// one starts (a user's test running a tool built with SnapCheck, a nested `swift test`) is
/// no child of this one's parent: it would otherwise see a parent ID that is not its parent's
/// and end with status 70, or take this child's request and channel for its own.
static void snapcheck_consume_child_variables(void) {
  for (int index = 0; index < snapcheck_child_name_count; index++) {
    const char *value = getenv(snapcheck_child_names[index]);
    if (value == NULL) continue;
    snapcheck_child_values[index] = strdup(value);
    unsetenv(snapcheck_child_names[index]);
  }
}

/// Whether the Swift runtime is its own shared library (`libswiftCore.so`, `libswiftCore.dylib`):
/// every object holding Swift code depends on it, so the loader ran its initializers, which
/// read `SWIFT_BACKTRACE`, before this object's. Linked statically, the runtime is part of the
/// executable or of a library of ours, whose initializers may run after this one (the
/// executable's after every library's): then 0, and the variables stay.
static int snapcheck_runtime_initialized_first(void) {
  void *runtime = dlsym(RTLD_DEFAULT, "swift_retain");
  Dl_info runtime_object;
  if (runtime == NULL || dladdr(runtime, &runtime_object) == 0 || runtime_object.dli_fname == NULL) return 0;
  const char *slash = strrchr(runtime_object.dli_fname, '/');
  const char *name = slash == NULL ? runtime_object.dli_fname : slash + 1;
  return strncmp(name, "libswiftCore.", strlen("libswiftCore.")) == 0;
}

/// Removes the variables `SNAPCHECK_CHILD_ADDED` names (a `SWIFT_BACKTRACE` the parent set for
/// this child alone), so what this child starts runs as the user's environment says. Done
/// here, once, while the process has one thread (no other thread can be reading the
/// environment), and only once the runtime has read them
/// (`snapcheck_runtime_initialized_first`): in a static link they stay.
static void snapcheck_remove_added_variables(void) {
  const char *added = snapcheck_child_variable("SNAPCHECK_CHILD_ADDED");
  if (added == NULL || !snapcheck_runtime_initialized_first()) return;
  char *names = strdup(added);
  if (names == NULL) return;
  char *rest = NULL;
  for (char *name = strtok_r(names, ",", &rest); name != NULL; name = strtok_r(NULL, ",", &rest)) {
    unsetenv(name);
  }
  free(names);
}

/// Runs before any Swift code of a process `ChildProcess` spawned (it sets SNAPCHECK_CHILD_FD
/// and SNAPCHECK_PARENT_PID): consumes the child variables (`snapcheck_consume_child_variables`)
/// and removes those its parent added for it alone (`snapcheck_remove_added_variables`), then ties the child's life to its parent's, so a parent killed by SIGKILL (a CI runner's
/// timeout) leaves no child running. Linux: the kernel sends SIGKILL when the parent dies, and a
/// parent that died before this ran is seen by `getppid`. Elsewhere: a thread that watches
/// `getppid`. On Linux the child also starts its keeper (`snapcheck_start_keeper`), which ends
/// the child's process group once the child has ended.
__attribute__((constructor)) static void snapcheck_tie_to_parent(void) {
  snapcheck_consume_child_variables();
  snapcheck_remove_added_variables();
  const char *channel = snapcheck_child_variable("SNAPCHECK_CHILD_FD");
  const char *parent = snapcheck_child_variable("SNAPCHECK_PARENT_PID");
  if (channel == NULL || parent == NULL) return;
  pid_t expected = (pid_t)atol(parent);
#if defined(__linux__)
  prctl(PR_SET_PDEATHSIG, SIGKILL);
  if (getppid() != expected) _exit(70);
  snapcheck_start_keeper();
#else
  snapcheck_parent = expected;
  if (getppid() != expected) _exit(70);
  pthread_t watcher;
  if (pthread_create(&watcher, NULL, snapcheck_watch_parent, NULL) == 0) pthread_detach(watcher);
#endif
}
