pragma solidity 0.8.24;

contract Permit {
    address signer;

    function verify(bytes32 h, uint8 v, bytes32 r, bytes32 s) public view returns (bool) {
        address who = ecrecover(h, v, r, s); // want "solidity/ecrecover-zero-address"
        return who == signer;
    }

    function check(address owner, bytes32 h, uint8 v, bytes32 r, bytes32 s) public pure {
        require(ecrecover(h, v, r, s) == owner, "bad signature"); // want "solidity/ecrecover-zero-address"
    }
}
