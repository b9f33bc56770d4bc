import sys
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    if sys.version_info >= (3, 11):
        from typing import Self


def save(user, form, log):
    if user.is_authenticated and form.is_valid():
        form.save()
    if user.is_authenticated:
        if form.is_valid():
            form.save()
        else:
            log("invalid")
    if user.is_authenticated:
        log("saving")
        if form.is_valid():
            form.save()
    if user.is_staff:
        # staff may always save
        if form.is_bound:
            form.save()
    return form
