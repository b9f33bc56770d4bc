pragma solidity 0.8.24;

contract Mint {
    function mint() external {
        require(msg.sender.code.length == 0, "no contracts"); // want "solidity/eoa-check-extcodesize"
    }
}
