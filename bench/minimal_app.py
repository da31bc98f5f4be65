"""The start-up baseline: a minimal Typer app with two commands (what `gm` is compared to)."""

import typer

app = typer.Typer(add_completion=False, pretty_exceptions_enable=False, rich_markup_mode=None)


def _version(value: bool) -> None:
    if value:
        typer.echo("minimal 0")
        raise typer.Exit()


@app.callback()
def _main(version: bool = typer.Option(False, "--version", callback=_version, is_eager=True)) -> None:
    pass


@app.command()
def roll(expr: str) -> None:
    typer.echo(expr)


@app.command()
def odds(expr: str) -> None:
    typer.echo(expr)


def main() -> None:
    app()


if __name__ == "__main__":
    main()
