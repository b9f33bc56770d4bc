using System;

class Bad
{
    int Roll() => new Random().Next(1, 7); // want "csharp/random-used-once"
}
