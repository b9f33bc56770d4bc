trigger AccountCheck on Account (before insert) {
    for (Account a : Trigger.new) {
        a.addError('Invalid name: ' + a.Name, false); // want "apex/xss-escape-false"
    }
}
