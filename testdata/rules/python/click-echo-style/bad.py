import click


@click.command()
def deploy():
    click.echo(click.style("Deployed", fg="green"))  # want "python/click-echo-style"
    click.echo(click.style("warnings: 2", fg="yellow"), err=True)  # want "python/click-echo-style"
