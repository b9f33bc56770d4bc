import subprocess


def build_command(base_args, verbose, extra_flags, use_color):
    cmd = base_args + extra_flags if verbose else []  # want "python/conditional-expression-binds-operator"
    cmd = cmd + extra_flags if use_color else []  # want "python/conditional-expression-binds-operator"
    return subprocess.run(cmd, check=True)


def total_price(order, coupon_applied):
    subtotal = order.subtotal - order.discount if coupon_applied else 0  # want "python/conditional-expression-binds-operator"
    return subtotal


def seat_count(booking, include_guests):
    return booking.seats + booking.guests if include_guests else 0  # want "python/conditional-expression-binds-operator"


def permissions(user, is_admin):
    return user.permissions | ADMIN_PERMISSIONS if is_admin else set()  # want "python/conditional-expression-binds-operator"


ADMIN_PERMISSIONS = {"delete", "publish"}
