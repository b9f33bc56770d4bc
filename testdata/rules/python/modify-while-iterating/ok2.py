class Queue:
    def prune(self, seen):
        for job in list(self.jobs):
            if job.done:
                self.jobs.remove(job)
        for i, item in enumerate(seen):
            if not item:
                seen.pop(i)
                break
        for tag in self.tags:
            self.other.add(tag.lower())
        for job in self.jobs:
            self.done.remove(job)
