class Fees {
    int Fee(User u) {
        if (u.IsPremium) {
            return Base;
        } else {
            return Base * 2;
        }
    }
    int Cap(bool big) => big ? 1000 : 100;
}
