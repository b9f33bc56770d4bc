public static class Ids
{
    [ThreadStatic]
    private static Random _random = new Random(); // want "csharp/threadstatic-field-initializer"

    [ThreadStatic] static int depth = 1; // want "csharp/threadstatic-field-initializer"

    public static int Next() => _random.Next();
}
