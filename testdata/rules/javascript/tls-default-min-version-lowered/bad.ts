import * as tls from "tls";

tls.DEFAULT_MIN_VERSION = "TLSv1.1"; // want "javascript/tls-default-min-version-lowered"
