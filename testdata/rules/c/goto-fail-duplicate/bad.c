int verify(int a, int b) {
    int err = 0;
    if ((err = check(a)) != 0)
        goto fail;
        goto fail; // want "c/goto-fail-duplicate"
    if ((err = check(b)) != 0)
        goto fail;
fail:
    return err;
}
