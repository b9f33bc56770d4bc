def active_names(users):
    names = [user.name for user in users if user.active]
    return names


def split_users(users):
    active = []
    for user in users:
        if user.active:
            active.append(user)
        else:
            log.info("skipping %s", user)
    return active


def expand(groups):
    members = []
    for group in groups:
        members.append(group.owner)
        members.extend(group.members)
    return members


def prefixed(parts):
    result = ["head"]
    for part in parts:
        result.append(part)
    return result


def flatten(chunks):
    out = []
    for chunk in chunks:
        out.append(*chunk)
    return out


def first_match(items):
    found = []
    for item in items:
        found.append(item)
    else:
        found.append(None)
    return found


def queue_jobs(jobs):
    pending = []
    log.debug("queueing")
    for job in jobs:
        other.append(job)
    return pending
