using System.Linq;

class People {
    public object Sorted(Person[] people) {
        return people.OrderBy(p => p.Last).OrderBy(p => p.First).ToList(); // want "csharp/orderby-twice"
    }
}
