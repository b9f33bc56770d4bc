import requests


def report(url, token):
    # a call written over several lines is one finding at its first line
    resp = requests.post(  # want "tls-verify-disabled: .*verify=False"
        url,
        json={"ok": True},
        headers={"Authorization": token},
        verify=False,
        timeout=5,
    )
    return resp.json()

