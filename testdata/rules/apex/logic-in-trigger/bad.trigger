trigger AccountTrigger on Account (before insert) {
    for (Account a : Trigger.new) { // want "apex/logic-in-trigger"
        a.Description = 'new';
    }
}
