pragma solidity 0.8.24;

contract Permit {
    address signer;

    function verify(bytes32 h, uint8 v, bytes32 r, bytes32 s) public view returns (bool) {
        address who = ecrecover(h, v, r, s);
        require(who != address(0), "invalid signature");
        return who == signer;
    }

    function check(bytes32 h, bytes memory sig) public view returns (bool) {
        return ECDSA.recover(h, sig) == signer;
    }
}
