pragma solidity 0.8.24;

contract Claim {
    address public signer;

    function claim(uint256 amount, uint8 v, bytes32 r, bytes32 s) external {
        bytes32 h = keccak256(abi.encode(msg.sender, amount));
        require(ecrecover(h, v, r, s) == signer); // want "solidity/signature-replay"
        payable(msg.sender).transfer(amount);
    }
}
