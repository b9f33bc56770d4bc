int verify(int a, int b) {
    int err = 0;
    if ((err = check(a)) != 0)
        goto fail;
    if ((err = check(b)) != 0)
        goto fail;
    goto done;
fail:
    cleanup();
done:
    return err;
}
