public static class Ids
{
    [ThreadStatic]
    private static Random _random;

    [ThreadStatic] static int depth;

    private static readonly ThreadLocal<StringBuilder> Builder = new(() => new StringBuilder());

    private static Random _shared = new Random();

    public static int Next() => (_random ??= new Random()).Next();
}
