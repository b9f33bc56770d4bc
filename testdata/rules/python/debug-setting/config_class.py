import os


class Config:
    SECRET_KEY = os.environ["SECRET_KEY"]
    DEBUG = True  # want "debug-setting"


class ProductionConfig(Config):
    DEBUG = False


class StagingSettings(Config):
    DEBUG = True  # want "debug-setting"
