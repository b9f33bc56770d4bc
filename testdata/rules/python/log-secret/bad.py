import logging

logger = logging.getLogger(__name__)


def login(username, password):
    logger.info("login attempt %s / %s", username, password)  # want "python/log-secret"


def connect(cfg):
    logging.debug(f"connecting with api key {cfg.api_key}")  # want "python/log-secret"


def reset(form):
    logger.warning("reset with %s" % form["password"])  # want "python/log-secret"


class Client:
    def refresh(self):
        self.logger.debug("new token: %s", self.access_token)  # want "python/log-secret"
        logging.getLogger("auth").info("db password " + self.db_password)  # want "python/log-secret"


def more(user, password, api_key):
    logger.debug("login " + user + " pw " + password + ".")  # want "python/log-secret"
    logger.info("key: {}".format(api_key))  # want "python/log-secret"
    logger.debug("creds: %s", {"user": user, "password": password})  # want "python/log-secret"


def tokens(user, bearer_token):
    logger.warning("user %s token %s", user, user.api_token)  # want "python/log-secret"
    logger.info(f"sending {bearer_token}")  # want "python/log-secret"


def labelled(tok, creds, cfg):
    logger.info("issued token: %s", tok)  # want "python/log-secret"
    logger.debug("credentials=%r", creds)  # want "python/log-secret"
    logger.warning(f"api key is {cfg.key}")  # want "python/log-secret"


def looked_up(request, data, config):
    import os
    logger.info("auth header %s", request.headers.get("Authorization"))  # want "python/log-secret"
    logger.debug("payload password %s", data["password"])  # want "python/log-secret"
    logger.debug("db pw %s", os.environ["DB_PASSWORD"])  # want "python/log-secret"
    logging.info("aws %s", os.getenv("AWS_SECRET_ACCESS_KEY"))  # want "python/log-secret"
    logger.warning("key %s", config.get("api_key"))  # want "python/log-secret"


def looked_up_inline(request, data):
    logger.info(f"auth={request.headers['Authorization']}")  # want "python/log-secret"
    logger.debug("login %s pw %s" % (data["user"], data.get("password")))  # want "python/log-secret"
