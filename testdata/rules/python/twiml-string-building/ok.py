from xml.sax.saxutils import escape

from twilio.rest import Client
from twilio.twiml.voice_response import VoiceResponse

client = Client()


def announce(to, message):
    r = VoiceResponse()
    r.say(message)
    return client.calls.create(to=to, from_="+15550100", twiml=str(r))


def remind(to, name):
    return client.calls.create(to=to, from_="+15550100", twiml=f"<Response><Say>Hello {escape(name)}</Say></Response>")


def fixed(to):
    return client.calls.create(to=to, from_="+15550100", twiml="<Response><Say>Your code is ready</Say></Response>")
