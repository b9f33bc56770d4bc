class Bad
{
    int Count(int[] xs)
    {
        int n = 0;
        foreach (var x in xs)
        {
            if (x > 0) n = n++; // want "csharp/overwritten-increment"
        }
        return n;
    }
}
