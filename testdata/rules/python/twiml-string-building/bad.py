from twilio.rest import Client

client = Client()


def announce(to, message):
    return client.calls.create(
        to=to,
        from_="+15550100",
        twiml=f"<Response><Say>{message}</Say></Response>",  # want "python/twiml-string-building"
    )


def forward(call_sid, number):
    xml = "<Response><Dial>" + number + "</Dial></Response>"
    client.calls(call_sid).update(twiml="<Response><Say>Connecting</Say>" + xml + "</Response>")  # want "python/twiml-string-building"


def remind(to, name):
    return client.calls.create(to=to, from_="+15550100", twiml="<Response><Say>Hello %s</Say></Response>" % name)  # want "python/twiml-string-building"
