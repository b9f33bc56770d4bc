class Fees {
    int Fee(User u) {
        if (u.IsPremium) /* want "csharp/identical-branches" */ {
            return Base * 2;
        } else {
            return Base * 2;
        }
    }
    int Cap(bool big) => big ? 100 : 100; // want "csharp/identical-branches"
}
