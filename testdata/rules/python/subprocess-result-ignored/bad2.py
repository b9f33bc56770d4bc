from subprocess import call, run


class Deployer:
    async def push(self, tag):
        run(["git", "push", "origin", tag])  # want "python/subprocess-result-ignored"
        call(["git", "fetch"])  # want "python/subprocess-result-ignored"
