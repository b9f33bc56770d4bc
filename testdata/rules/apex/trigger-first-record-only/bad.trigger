trigger AccountRating on Account (before insert) {
    Account a = Trigger.new[0]; // want "apex/trigger-first-record-only"
    if (a.AnnualRevenue > 1000000) {
        a.Rating = 'Hot';
    }
}
