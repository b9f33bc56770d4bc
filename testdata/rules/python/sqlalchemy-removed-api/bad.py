from sqlalchemy import create_engine, text

engine = create_engine("postgresql://db/app", convert_unicode=True)  # want "python/sqlalchemy-removed-api"


def count():
    return engine.execute(text("select count(*) from users")).scalar()  # want "python/sqlalchemy-removed-api"
