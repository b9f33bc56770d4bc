trigger AccountStamp on Account (after update) {
    for (Account a : Trigger.new) {
        a.Description = 'Updated';
    }
    update Trigger.new; // want "apex/dml-on-trigger-records"
}
