resource "nifcloud_dns_record" "spf" {
  zone_id = nifcloud_dns_zone.example.id
  name    = "@"
  type    = "TXT"
  record  = "v=spf1 include:_spf.example.net ~all"
}
