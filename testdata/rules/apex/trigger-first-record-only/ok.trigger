trigger AccountRating on Account (before insert) {
    for (Account a : Trigger.new) {
        if (a.AnnualRevenue > 1000000) {
            a.Rating = 'Hot';
        }
    }
}

trigger AnyObject on Account (before insert) {
    String typeName = Trigger.new[0].getSObjectType().getDescribe().getName();
}
