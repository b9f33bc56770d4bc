trigger AccountStamp on Account (after update) {
    List<Account> changed = new List<Account>();
    for (Account a : Trigger.new) {
        changed.add(new Account(Id = a.Id, Description = 'Updated'));
    }
    update changed;
}
