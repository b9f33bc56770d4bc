int check(int status) {
    if (status = 0) { // want "c/assignment-in-condition"
        return 1;
    }
    return 0;
}
