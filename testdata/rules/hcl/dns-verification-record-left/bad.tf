resource "nifcloud_dns_record" "verify" { # want "hcl/dns-verification-record-left"
  zone_id = nifcloud_dns_zone.example.id
  name    = "@"
  type    = "TXT"
  record  = "nifty-dns-verify=3f7a1c9e0b2d4a68"
}
