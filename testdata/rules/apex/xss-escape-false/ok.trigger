trigger AccountCheck on Account (before insert) {
    for (Account a : Trigger.new) {
        a.addError('Invalid name: ' + a.Name);
        a.addError('<b>Invalid</b>', false);
    }
}
