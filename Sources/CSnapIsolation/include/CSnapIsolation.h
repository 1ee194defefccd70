#ifndef CSNAPISOLATION_H
#define CSNAPISOLATION_H

#include <spawn.h>

/// Creates a pipe whose two ends are close-on-exec from birth (`pipe2(fds, O_CLOEXEC)` where
/// the platform has it), so no child spawned by another thread inherits them.
/// Returns 0, or -1 with errno set.
int snapcheck_pipe_cloexec(int fds[2]);

/// Makes a spawn close every descriptor from `lowest` up that its file actions do not name:
/// glibc's `posix_spawn_file_actions_addclosefrom_np` (2.34 and later), Darwin's
/// `POSIX_SPAWN_CLOEXEC_DEFAULT`. Returns 0, or an error number.
int snapcheck_spawn_close_from(posix_spawn_file_actions_t *actions, posix_spawnattr_t *attributes, int lowest);

/// Limits the data memory (heap and private mappings, `RLIMIT_DATA`) of process `pid` to
/// `bytes`, with `prlimit` on Linux. Returns 0, or -1 where the platform cannot (macOS does not
/// enforce a data limit).
int snapcheck_limit_memory(int pid, long long bytes);

/// Whether child `pid` has ended, without reaping it (`waitid` with `WNOWAIT`): 1 if it has,
/// 0 if it runs, -1 with errno set if it is no child of this process (an interrupted wait is
/// retried).
int snapcheck_has_ended(int pid);

/// Waits until child `pid` has ended, without reaping it (`waitid` with `WNOWAIT`): until it
/// is reaped its ID, and so its process group's, cannot be given to another process. 0 once
/// it has ended, -1 with errno set if it is no child of this process.
int snapcheck_wait_ended(int pid);

/// The value a child variable (`SNAPCHECK_CHILD_FD`, `SNAPCHECK_PARENT_PID`,
/// `SNAPCHECK_CHILD_REQUEST`, `SNAPCHECK_COMMAND_LINE_CHILD`, `SNAPCHECK_CHILD_ADDED`) had when this process started,
/// or NULL: they are removed from the environment before any Swift code runs, so only this
/// process, never one it starts, is the child they describe.
const char *snapcheck_child_variable(const char *name);

#endif
