import logging
import os

logger = logging.getLogger(__name__)


def login(username, password):
    logger.info("login attempt for %s", username)
    if not password:
        logger.warning("empty password for %s", username)


def change(user):
    logger.info("password changed for %s at %s", user.name, user.password_changed_at)


def cwd():
    pwd = os.getcwd()
    logger.debug("working in %s", pwd)


def parse(tokens, token):
    logger.debug("lexer token %s", token)


def more(user, password_hint_shown):
    logger.debug("login " + user + " attempted" + ".")
    logger.info("user: {}".format(user))
    logger.debug("creds: %s", {"user": user})


def labelled(user, tok):
    logger.info("token expired for %s", user)
    logger.info("password reset link sent to %s", user.email)
    logger.info("issued token for %s", user)
    logger.info("token: %s", "****" + tok[-4:])


def flags(valid_resource_owner, request):
    logger.info("Valid token: %s", valid_resource_owner)
    logger.debug("token: %s", request.token_type)


def masked(token, request):
    logger.info(f"token: {mask(token)}")
    logger.info(f"token: {request.token_type}")


def mask(value):
    return "****" + value[-4:]


def looked_up_names(request, data, config):
    import os
    logger.info("agent %s", request.headers.get("User-Agent"))
    logger.debug("user %s", data["username"])
    logger.debug("home %s", os.environ["HOME"])
    logger.info("has key %s", "api_key" in config)
    logger.info("password policy %s", config.get("password_policy"))


def looked_up_inline_names(request, data):
    logger.info(f"agent={request.headers['User-Agent']}")
    logger.debug("login %s at %s" % (data["user"], data.get("time")))
