import subprocess


def build_command(base_args, verbose, extra_flags, use_color):
    cmd = base_args + extra_flags if verbose else []  # want "python/conditional-expression-binds-operator"
    cmd = cmd + extra_flags if use_color else []  # want "python/conditional-expression-binds-operator"
    return subprocess.run(cmd, check=True)


def total_price(order, coupon_applied):
    subtotal = order.subtotal - order.discount if coupon_applied else 0  # want "python/conditional-expression-binds-operator"
    return subtotal


def render_title(page, site, show_site):
    return page.title + " | " + site.name if show_site else ""  # want "python/conditional-expression-binds-operator"


def permissions(user, is_admin):
    return user.permissions | ADMIN_PERMISSIONS if is_admin else set()  # want "python/conditional-expression-binds-operator"


ADMIN_PERMISSIONS = {"delete", "publish"}
