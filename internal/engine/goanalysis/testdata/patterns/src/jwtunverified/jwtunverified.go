package jwtunverified

import "github.com/golang-jwt/jwt/v5"

func claims(s string, key []byte) {
	new(jwt.Parser).ParseUnverified(s, jwt.MapClaims{})       // want `ParseUnverified returns the token's claims without checking its signature`
	jwt.NewWithClaims(jwt.SigningMethodNone, jwt.MapClaims{}) // want `the "none" signing method`
	jwt.Parse(s, func(t *jwt.Token) (interface{}, error) { return key, nil })
}
