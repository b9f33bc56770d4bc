class Queue:
    def prune(self, seen):
        for job in self.jobs:
            if job.done:
                self.jobs.remove(job)  # want "python/modify-while-iterating"
        for i, item in enumerate(seen):
            if not item:
                seen.pop(i)  # want "python/modify-while-iterating"
        for tag in self.tags:
            self.tags.add(tag.lower())  # want "python/modify-while-iterating"
