trigger ContactOwner on Contact (before insert) {
    for (Contact c : Trigger.new) {
        Account a = [SELECT OwnerId FROM Account WHERE Id = :c.AccountId]; // want "apex/soql-in-loop"
        c.OwnerId = a.OwnerId;
    }
}
