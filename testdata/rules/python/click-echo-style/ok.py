import click


@click.command()
def deploy():
    click.secho("Deployed", fg="green")
    click.echo("Deployed " + click.style("ok", fg="green"))
    label = click.style("warnings: 2", fg="yellow")
    click.echo(label, err=True)
