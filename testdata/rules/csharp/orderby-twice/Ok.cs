using System.Linq;

class People {
    public object Sorted(Person[] people) {
        return people.OrderBy(p => p.Last).ThenBy(p => p.First).ToList();
    }
}
