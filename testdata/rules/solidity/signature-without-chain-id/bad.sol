pragma solidity 0.8.24;

contract Voucher {
    address signer;
    mapping(bytes32 => bool) used;

    function redeem(uint256 amount, uint256 nonce, uint8 v, bytes32 r, bytes32 s) external {
        bytes32 h = keccak256(abi.encode(msg.sender, amount, nonce));
        require(!used[h]);
        used[h] = true;
        require(ecrecover(h, v, r, s) == signer); // want "solidity/signature-without-chain-id"
    }
}
