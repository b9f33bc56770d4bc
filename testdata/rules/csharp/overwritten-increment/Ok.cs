class Ok
{
    int Count(int[] xs)
    {
        int n = 0, last = 0;
        foreach (var x in xs)
        {
            if (x > 0) n++;
            last = n++;
        }
        return n + last;
    }
}
